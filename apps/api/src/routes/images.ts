import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { coverSources, CONTENT_TYPES, EXTENSIONS } from '../images/image-urls';
import {
  IMAGE_RETRY_AFTER_SECONDS,
  IMAGES_BUSY,
  ImageWork,
  type ImagePlace,
} from '../images/image-work';
import {
  encodeImage,
  inspectImage,
  MAX_IMAGE_BYTES,
  TOO_MANY_BYTES,
} from '../images/process-image';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { uploadImage, image } = moreRoutes;
const IMAGE_NOT_FOUND = 'Изображение не найдено';
/** Uploads per client IP and minute (each costs seconds of CPU). */
const UPLOADS_PER_MINUTE = 20;

/**
 * Cover images. An upload is the request body itself (any declared type: the content decides),
 * at most 10 MB, kept in the database so that every instance serves it. It takes one of a few
 * places before its body is read (none free: 503 with Retry-After); its header is checked at once
 * (format, sides, pixels — nothing decoded), then it is re-encoded one at a time per instance.
 * Variants are served by content hash with immutable caching; other origins (the console) may
 * show them.
 */
export const imageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  // In this plugin only: every body is read as bytes, whatever its Content-Type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_r, body, done) => done(null, body),
  );

  const work = new ImageWork();
  const places = new WeakMap<FastifyRequest, ImagePlace>();
  const leave = async (request: FastifyRequest) => {
    places.get(request)?.leave();
  };

  app.post(
    uploadImage.path,
    {
      onRequest: app.requireRole(...uploadImage.roles),
      // Refused from its declared length before a byte of it is read.
      preParsing: async (request, reply, payload) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES)
          throw new HttpError(413, TOO_MANY_BYTES);
        // A place before a byte of the body is read: the bodies held at once are bounded too.
        const place = work.enter();
        if (!place) {
          void reply.header('retry-after', String(IMAGE_RETRY_AFTER_SECONDS));
          throw new HttpError(503, IMAGES_BUSY);
        }
        places.set(request, place);
        return payload;
      },
      // Given back with the answer, or when the client goes away first.
      onResponse: leave,
      onRequestAbort: leave,
      bodyLimit: MAX_IMAGE_BYTES,
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        querystring: uploadImage.query,
        response: uploadImage.response,
        ...routeDocs(uploadImage),
      },
    },
    async (request, reply) => {
      const upload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // The header first, at once (a refused picture never waits for another's turn).
      const inspected = await inspectImage(upload);
      const processed = await work.oneAtATime(() => encodeImage(upload, inspected));
      const id = await app.repos.images.create({
        width: processed.width,
        height: processed.height,
        uploadedBy: request.admin!.id,
        variants: processed.variants,
        fileName: request.query.name?.trim() || null,
        sourceBytes: upload.length,
      });
      const stored = await app.repos.images.find(id);
      if (!stored) throw new HttpError(500, 'Изображение не сохранено');
      await app.audit(request, {
        action: 'image.upload',
        targetType: 'image',
        targetId: String(id),
        details: {
          source: processed.source,
          bytes: upload.length,
          width: processed.width,
          height: processed.height,
        },
      });
      return reply.code(201).send({ id, ...coverSources(stored) });
    },
  );

  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: IMAGE_NOT_FOUND });

  app.get(
    image.path,
    { schema: { params: image.params, response: image.response, ...routeDocs(image) } },
    async (request, reply) => {
      const [hash, extension] = request.params.file.split('.') as [string, string];
      const variant = await app.repos.images.variant(hash);
      if (!variant || EXTENSIONS[variant.format] !== extension) return notFound(reply);
      const etag = `"${variant.hash}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin');
      // Bytes, past the typed reply (the contract declares no JSON success body for a file).
      const raw = reply as FastifyReply;
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag))
        return raw.code(304).send();
      return raw.type(CONTENT_TYPES[variant.format]).send(variant.bytes);
    },
  );
};
