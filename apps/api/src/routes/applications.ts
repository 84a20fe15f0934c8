import {
  applicationRoutes,
  checkApplication,
  checkFillTime,
  normalizeApplication,
  type ApplicationRequest,
} from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  applicationFieldMessages,
  STALE_FORM_MESSAGE,
  TOO_FAST_MESSAGE,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  TOO_MANY_MESSAGE,
  UNSIGNED_FORM_MESSAGE,
} from '../applications/application-messages';
import { formSigner } from '../applications/form-signature';
import { addressGroup, ipHasher, wideAddressGroup } from '../applications/ip-hash';
import { HttpError } from '../http-error';
import type { TypeBoxProvider } from '../type-provider';
import { validationField, validationMessage } from '../validation-messages';
import { routeDocs } from './route-docs';

const route = applicationRoutes.sendApplication;
const formStartRoute = applicationRoutes.applicationFormStart;

/** Accepted applications an hour from one address (an IPv6 /64). */
export const APPLICATIONS_PER_ADDRESS = 5;
/** Accepted applications an hour from one wider network (an IPv4 /24, an IPv6 /48). */
export const APPLICATIONS_PER_NETWORK = 20;
/**
 * Real applications an hour from everyone past which each is stored marked for review (a note,
 * no e-mail): a flood from many networks is kept apart, yet never locks real visitors out.
 */
export const APPLICATIONS_PER_HOUR = 200;
/** Real applications an hour from everyone past which they are refused (429): what a flood may store. */
export const APPLICATIONS_HARD_CAP_PER_HOUR = 2000;
/** The note an application received past APPLICATIONS_PER_HOUR is stored with. */
export const REVIEW_NOTE =
  'Проверить: заявка пришла, когда за час их было больше 200 (возможен наплыв ботов); письмо о ней не отправлялось';
/** Honeypot catches an hour, past which they are refused rather than stored. */
export const SPAM_PER_HOUR = 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Minsk is UTC+3 all year: the reference's year is Minsk's. */
const MINSK_OFFSET_MS = 3 * HOUR_MS;

export interface ApplicationRoutesOptions {
  secret: string;
  /** Called after the answer with each stored application that is not spam. */
  onApplication?: (request: FastifyRequest, id: number) => void;
}

/** The 400 of a body that fails the check: every invalid field at once, the first as `error`. */
function refusal(request: FastifyRequest, body: unknown = request.body): HttpError {
  const check = checkApplication(body);
  if (!check.ok) {
    const fields = applicationFieldMessages(check.fields);
    const [first] = Object.entries(fields);
    if (first) return new HttpError(400, first[1], 'error', first[0], { fields });
    if (check.notAnObject) return new HttpError(400, 'Тело запроса: ожидается объект JSON');
    return new HttpError(
      400,
      `Лишнее поле: ${check.unknownFields[0]}`,
      'error',
      check.unknownFields[0],
    );
  }
  // The schema refused what the check accepts (they state the same rules): its own message.
  const errors = request.validationError?.validation ?? [];
  const field = validationField(errors, 'body');
  return new HttpError(400, validationMessage(errors, 'body'), 'error', field);
}

/**
 * POST /api/applications: the site's form (no token). Every field is checked at once; a filled
 * honeypot is stored as spam and answered like any other; a form sent within 3 s of being shown
 * (or with a time from the future or over a day old) is refused; at most 5 accepted applications
 * an hour from one address and 20 from its wider network; past 200 an hour from everyone each is
 * marked for review, past 2,000 refused (docs/decisions/api-0015-applications.md).
 */
export const applicationRoutesPlugin: FastifyPluginAsync<ApplicationRoutesOptions> = async (
  base,
  options,
) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const hashIp = ipHasher(options.secret);
  const signer = formSigner(options.secret);

  // The site asks for one each time it shows the form; nothing in it may be kept by a cache.
  app.get(
    formStartRoute.path,
    { schema: { response: formStartRoute.response, ...routeDocs(formStartRoute) } },
    async (_request, reply) => {
      const startedAt = app.clock().getTime();
      void reply.header('cache-control', 'no-store');
      return { startedAt, startedAtSignature: signer.sign(startedAt) };
    },
  );

  app.post(
    route.path,
    {
      bodyLimit: 16 * 1024,
      attachValidation: true,
      schema: { body: route.body, response: route.response, ...routeDocs(route) },
    },
    async (request, reply) => {
      if (request.validationError) throw refusal(request);
      const check = checkApplication(request.body);
      if (!check.ok) throw refusal(request);
      // Control characters and invisible formatting never reach the database (removed, then
      // trimmed); a field of nothing but those is empty once they are gone.
      const body: ApplicationRequest = normalizeApplication(check.value);
      if (!checkApplication(body).ok) throw refusal(request, body);
      const nowMs = app.clock().getTime();
      // A time the API did not sign counts as a form sent too fast (a script's own time).
      if (!signer.verify(body.startedAt, body.startedAtSignature))
        throw new HttpError(400, UNSIGNED_FORM_MESSAGE, 'error', 'startedAtSignature', {
          fields: { startedAtSignature: UNSIGNED_FORM_MESSAGE },
        });
      const fill = checkFillTime(body.startedAt, nowMs);
      if (fill) throw new HttpError(400, fill === 'stale' ? STALE_FORM_MESSAGE : TOO_FAST_MESSAGE);

      const spam = body.website.trim() !== '';
      // Counted by the sender's network (an IPv6 /64 is one visitor's) and the wider network
      // around it, kept as keyed hashes; honeypot catches count apart, so bots never use up what
      // real visitors share. Past 200 real ones an hour each is marked for review; past 2,000
      // they are refused (docs/decisions/api-0015-applications.md).
      const limits: Array<[key: string, max: number, message: string]> = [
        [
          `applications:ip:${hashIp(addressGroup(request.ip))}`,
          APPLICATIONS_PER_ADDRESS,
          TOO_MANY_FROM_ADDRESS_MESSAGE,
        ],
        [
          `applications:net:${hashIp(wideAddressGroup(request.ip))}`,
          APPLICATIONS_PER_NETWORK,
          TOO_MANY_FROM_ADDRESS_MESSAGE,
        ],
        spam
          ? ['applications:spam', SPAM_PER_HOUR, TOO_MANY_MESSAGE]
          : ['applications:all', APPLICATIONS_HARD_CAP_PER_HOUR, TOO_MANY_MESSAGE],
      ];
      let review = false;
      for (const [key, max, message] of limits) {
        const { hits, resetAtMs } = await app.repos.rateLimits.hit(key, HOUR_MS, nowMs);
        if (hits > max) {
          void reply.header(
            'retry-after',
            String(Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000))),
          );
          if (key === 'applications:all' && hits === max + 1)
            request.log.warn({ event: 'applications-cap-reached', max }, 'application cap reached');
          throw new HttpError(429, message);
        }
        if (key === 'applications:all' && hits > APPLICATIONS_PER_HOUR) {
          review = true;
          if (hits === APPLICATIONS_PER_HOUR + 1)
            request.log.warn(
              { event: 'applications-review-threshold', threshold: APPLICATIONS_PER_HOUR },
              'applications past the hourly threshold are marked for review',
            );
        }
      }

      const {
        consent: _consent,
        website: _website,
        startedAt: _startedAt,
        startedAtSignature: _signature,
        ...fields
      } = body;
      const { id, reference } = await app.repos.applications.create(
        {
          ...fields,
          status: spam ? 'spam' : 'new',
          ipHash: hashIp(request.ip),
          ...(review ? { note: REVIEW_NOTE } : {}),
        },
        new Date(nowMs + MINSK_OFFSET_MS).getUTCFullYear(),
      );
      if (spam) request.log.info({ application: id }, 'application stored as spam (honeypot)');
      else if (review)
        request.log.info({ application: id }, 'application marked for review (not e-mailed)');
      else if (options.onApplication) {
        const notify = options.onApplication;
        // After the answer: a slow or failing mail server never holds the visitor up.
        void reply.then(
          () => notify(request, id),
          () => notify(request, id),
        );
      }
      return reply.code(201).send({ reference });
    },
  );
};
