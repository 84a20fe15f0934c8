import styles from './legal.module.css';

type StorageRow = Record<'name' | 'place' | 'purpose' | 'lifetime', string>;

/** The cookie policy's storage texts: the heading, the column names and a row per entry. */
export type StorageTexts = {
  heading: string;
  columns: StorageRow;
} & Record<string, unknown>;

function storageRows(storage: StorageTexts): StorageRow[] {
  return Object.entries(storage)
    .filter(([key]) => key !== 'heading' && key !== 'columns')
    .map(([, row]) => row as StorageRow);
}

/**
 * The cookie policy's storage entries. From 600 px a table (in a scroll region that takes the
 * keyboard's focus, should it still be wider than the column); below 600 px the same rows as
 * cards, the GOV.UK pattern for narrow tables (round 10, finding 6): the name in mono as the
 * card's heading, then «Где хранится», «Назначение», «Срок хранения» as a definition list. Only
 * one of the two is displayed at a width (the other is `display: none`, out of the
 * accessibility tree), so a screen reader reads the entries once.
 */
export function StorageTable({
  storage,
  labelledBy,
}: {
  storage: StorageTexts;
  /** The id of the section's heading, the name of the table's region and of the cards' list. */
  labelledBy: string;
}) {
  const rows = storageRows(storage);
  const { columns } = storage;
  return (
    <>
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
        data-testid="storage-table"
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.place}</th>
              <th scope="col">{columns.purpose}</th>
              <th scope="col">{columns.lifetime}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>{row.place}</td>
                <td>{row.purpose}</td>
                <td>{row.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.storageCards} aria-labelledby={labelledBy} data-testid="storage-cards">
        {rows.map((row) => (
          <li key={row.name} className={styles.storageCard}>
            <h3 className={styles.storageName}>
              <code>{row.name}</code>
            </h3>
            <dl className={styles.storageFacts}>
              <dt>{columns.place}</dt>
              <dd>{row.place}</dd>
              <dt>{columns.purpose}</dt>
              <dd>{row.purpose}</dd>
              <dt>{columns.lifetime}</dt>
              <dd>{row.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
