import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storageProblem } from '../../db/storage-errors';
import { HttpError, NOT_FOUND_MESSAGE } from '../../http-error';
import { validationField, validationMessage } from '../../validation-messages';

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Слишком большой запрос'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Неподдерживаемый тип данных: ожидается application/json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Пустое тело запроса'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Некорректный JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Некорректная длина запроса'],
};

/**
 * Every error becomes JSON `{ error }` with a message for people; stack traces and internal
 * messages only go to the log. Unknown routes are 404 JSON.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({
          [error.field]: error.message,
          ...(error.input ? { field: error.input } : {}),
          ...error.extra,
        });
      }
      if (error.validation) {
        const context = error.validationContext ?? 'body';
        const message = validationMessage(error.validation, context);
        const field = validationField(error.validation, context);
        return reply.code(400).send({ error: message, ...(field ? { field } : {}) });
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known[0]).send({ error: known[1] });
      if (error.statusCode === 429) {
        return reply.code(429).send({ error: 'Слишком много запросов, повторите попытку позже' });
      }
      // PostgreSQL refuses text it cannot store (a NUL byte, SQLSTATE 22021; a character its
      // encoding lacks, 22P05): the request's fault, whichever input carried it.
      const sqlState = (error as { code?: unknown }).code;
      if (sqlState === '22021' || sqlState === '22P05') {
        return reply.code(400).send({ error: 'Запрос содержит недопустимый символ' });
      }
      // A number past its column's range (an id of 10 digits for a 32-bit column, 22003) or one
      // it cannot read (22P02): also the request's fault, never a 500.
      if (sqlState === '22003' || sqlState === '22P02') {
        return reply.code(400).send({ error: 'Запрос содержит недопустимое число' });
      }
      const storage = storageProblem(error);
      if (storage) {
        app.databaseHealth.observe(storage);
        request.log.warn({ err: error, database: storage.state }, 'database refused the request');
        return reply.code(storage.status).send({ error: storage.message });
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ error: 'Некорректный запрос' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Внутренняя ошибка сервера' });
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: NOT_FOUND_MESSAGE }));
  },
  { name: 'error-handling' },
);
