import { BRAND_COLORS } from '@fuelcard/offices';
import scenery from '../../../public/social/news-card.svg?raw';
import { CARD_FONT_FAMILIES } from './fonts.server';

/** The size of every link preview (Open Graph, Twitter's large card). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Longer titles are cut at a word with an ellipsis before they are drawn. */
export const CARD_TITLE_MAX_LENGTH = 140;

/** What a news item's picture shows; its address is a hash of exactly this (news-card-image.server.tsx). */
export interface NewsCard {
  /** The title in the page's language (else Russian), at most CARD_TITLE_MAX_LENGTH characters. */
  title: string;
  /** The publication day in long form in the page's language, or ''. */
  dateText: string;
  /** The word above the title: 'Новости' / 'News'. */
  label: string;
  brand: string;
}

const SCENERY = `data:image/svg+xml;base64,${Buffer.from(scenery).toString('base64')}`;
/** The margins of the brand, the title and the date. */
const PADDING = { x: 72, top: 56, bottom: 60 } as const;
/** The title's column: left of the station, whose canopy starts at x = 800. */
const TITLE_WIDTH = 700;

/** The near-black green of the default preview's shade and the site's dark scrims. */
const NIGHT = '12, 36, 25';

/** Larger type for shorter titles, so that a short one fills the picture and a long one fits. */
function titleSize(title: string): number {
  const length = [...title].length;
  return length <= 40 ? 68 : length <= 70 ? 56 : length <= 100 ? 48 : 42;
}

/** Our mark: the fuel card with its drop, as in the header's logo. */
function Mark() {
  return (
    <svg width="76" height="76" viewBox="0 0 48 48">
      <rect x="2" y="10" width="44" height="30" rx="6" fill={BRAND_COLORS.green} />
      <rect x="2" y="17" width="44" height="5" fill="#1F6B2E" />
      <path
        d="M33 24c-3 4-4.5 6.3-4.5 8.2a4.5 4.5 0 0 0 9 0c0-1.9-1.5-4.2-4.5-8.2z"
        fill={BRAND_COLORS.red}
      />
      <rect x="8" y="29" width="14" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}

/**
 * A news item's link preview, 1200 × 630, in the site's design: the evening station of the
 * default preview on the right, a scrim on the left, the brand above, the title large and white,
 * the section and the date below it on the brand's green rule.
 */
export function NewsCardPicture({ title, dateText, label, brand }: NewsCard) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        backgroundColor: `rgb(${NIGHT})`,
        color: '#ffffff',
        fontFamily: CARD_FONT_FAMILIES.join(', '),
      }}
    >
      <img
        src={SCENERY}
        width={CARD_SIZE.width}
        height={CARD_SIZE.height}
        style={{ position: 'absolute', left: 0, top: 0 }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: CARD_SIZE.width,
          height: CARD_SIZE.height,
          backgroundImage: `linear-gradient(90deg, rgba(${NIGHT}, 0.97) 0%, rgba(${NIGHT}, 0.94) 56%, rgba(${NIGHT}, 0.6) 74%, rgba(${NIGHT}, 0.15) 100%)`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: PADDING.x,
          top: PADDING.top,
          display: 'flex',
          flexDirection: 'column',
          width: CARD_SIZE.width - 2 * PADDING.x,
          height: CARD_SIZE.height - PADDING.top - PADDING.bottom,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Mark />
          <span style={{ marginLeft: 18, fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>
            {brand}
          </span>
        </div>
        <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', width: TITLE_WIDTH }}>
          <div
            style={{
              display: 'block',
              fontSize: titleSize(title),
              fontWeight: 700,
              lineHeight: 1.14,
              letterSpacing: -0.5,
              lineClamp: 4,
              // Balanced lines read better, but balancing a text longer than the four lines
              // shown would balance what is cut off.
              textWrap: [...title].length <= 70 ? 'balance' : 'wrap',
            }}
          >
            {title}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{ width: 64, height: 8, borderRadius: 4, backgroundColor: BRAND_COLORS.green }}
          />
          <span
            style={{
              marginLeft: 20,
              fontSize: 28,
              fontWeight: 700,
              letterSpacing: 3,
              textTransform: 'uppercase',
              color: '#9fdcaa',
            }}
          >
            {label}
          </span>
          {dateText ? (
            <div style={{ display: 'flex', alignItems: 'center' }}>
              <div
                style={{
                  marginLeft: 16,
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  backgroundColor: '#9fdcaa',
                }}
              />
              <span style={{ marginLeft: 20, fontSize: 30, fontWeight: 400, color: '#eef3ef' }}>
                {dateText}
              </span>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
