import { Type, type Static } from '@sinclair/typebox';

export const CookieConsentRequest = Type.Object(
  {
    user_uuid: Type.String({ format: 'uuid', description: 'Random visitor id kept in a cookie.' }),
    technical: Type.Literal(true, { description: 'Technical cookies cannot be turned off.' }),
    functional: Type.Boolean(),
    analytics: Type.Boolean(),
    marketing: Type.Boolean(),
    timestamp: Type.String({
      format: 'date-time',
      description: 'When the visitor chose, ISO 8601.',
    }),
  },
  { additionalProperties: false, description: 'A cookie consent record.' },
);
export type CookieConsentRequest = Static<typeof CookieConsentRequest>;

export const CookieConsentResponse = Type.Object(
  { ok: Type.Literal(true) },
  { description: 'The consent record was stored.' },
);
export type CookieConsentResponse = Static<typeof CookieConsentResponse>;
