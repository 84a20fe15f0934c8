import pg from 'pg';

export const NEWS_CHANNEL = 'fuelcard_news_changed';

/**
 * Follows the news table's notifications (migration 0001's trigger: every change, by any
 * connection, notifies NEWS_CHANNEL) on a connection of its own. The token moves with every
 * notification and every (re)connection — notifications sent while it was away are lost, so a
 * reconnection counts as a change; while it is away, every call gets a new token (each public
 * list request reads the database then). Changes made by this instance move it at once too.
 */
export class NewsChanges {
  private version = 0;
  private listening = false;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onProblem: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  token(): string {
    if (!this.listening) this.version += 1;
    return String(this.version);
  }

  /** A write by this instance: the next token differs without waiting for the notification. */
  changed(): void {
    this.version += 1;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'fuelcard-api-listener',
    });
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.version += 1;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.onProblem(`news notifications lost (${reason}); reconnecting`);
      this.retry = setTimeout(() => void this.connect().catch(() => undefined), 1000);
    };
    client.on('notification', () => {
      this.version += 1;
    });
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection closed'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${NEWS_CHANNEL}`);
      this.listening = true;
      this.version += 1;
    } catch (error) {
      lost((error as Error).message);
      throw error;
    }
  }
}
