import type { DesignToken } from '../tokens';
import { colorTokens, tokens } from '../tokens';
import { contrastLevel, contrastRatio } from './contrast';
import styles from './token-swatches.module.css';

const WHITE = '#ffffff';
const INK = colorTokens.find((token) => token.name === '--color-neutral-900')!.value;

function Ratio({
  foreground,
  background,
  label,
}: {
  foreground: string;
  background: string;
  label: string;
}) {
  const ratio = contrastRatio(foreground, background);
  const level = contrastLevel(ratio);
  return (
    <span className={styles.ratio} data-level={level}>
      {label}: {ratio.toFixed(2)}:1 · {level}
    </span>
  );
}

/** Colour swatches with their contrast against white and against body text. */
export function ColorSwatches() {
  return (
    <ul className={styles.grid}>
      {colorTokens.map((token) => (
        <li key={token.name} className={styles.swatch}>
          <span
            className={styles.chip}
            style={{ background: `var(${token.name})` }}
            aria-hidden="true"
          />
          <code className={styles.name}>{token.name}</code>
          <span className={styles.value}>{token.value}</span>
          <span className={styles.usage}>{token.usage}</span>
          <Ratio foreground={token.value} background={WHITE} label="на белом" />
          <Ratio foreground={token.value} background={INK} label="с текстом #1a1d1f" />
        </li>
      ))}
    </ul>
  );
}

const PANGRAM = 'Съешь же ещё этих мягких французских булок, да выпей чаю';

/** Each font size of the scale with a Russian sample. */
export function TypeScale() {
  const sizes = tokens.typography.filter((token) => token.name.startsWith('--font-size'));
  return (
    <dl className={styles.list}>
      {sizes.map((token) => (
        <div key={token.name} className={styles.row}>
          <dt>
            <code>{token.name}</code> {token.value} {'usage' in token ? `· ${token.usage}` : ''}
          </dt>
          <dd style={{ fontSize: `var(${token.name})`, lineHeight: 'var(--line-height-tight)' }}>
            {PANGRAM}
          </dd>
        </div>
      ))}
      {tokens.typography
        .filter((token) => token.name.startsWith('--font-weight'))
        .map((token) => (
          <div key={token.name} className={styles.row}>
            <dt>
              <code>{token.name}</code> {token.value}
            </dt>
            <dd style={{ fontWeight: `var(${token.name})` }}>{PANGRAM}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A list of tokens drawn as bars (spacing), boxes (radii, shadows) or plain values. */
export function TokenSamples({
  group,
  kind,
}: {
  group: readonly DesignToken[];
  kind: 'space' | 'radius' | 'shadow' | 'value';
}) {
  return (
    <dl className={styles.list}>
      {group.map((token) => (
        <div key={token.name} className={styles.row}>
          <dt>
            <code>{token.name}</code> {token.value}
          </dt>
          <dd>
            {kind === 'space' && (
              <span className={styles.bar} style={{ width: `var(${token.name})` }} />
            )}
            {kind === 'radius' && (
              <span className={styles.box} style={{ borderRadius: `var(${token.name})` }} />
            )}
            {kind === 'shadow' && (
              <span className={styles.box} style={{ boxShadow: `var(${token.name})` }} />
            )}
            {kind === 'value' && <span>{token.usage ?? token.value}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
