import type { SessionInfo } from '@fuelcard/contracts';
import { UAParser } from 'ua-parser-js';
import type { SessionRecord } from '../db/port';
import { isIdle } from './session-idle';

const UNKNOWN_BROWSER = 'Неизвестный браузер';

/** How much of a user agent the parser cannot name is shown instead (a script, a tool). */
const RAW_AGENT_LENGTH = 40;

/**
 * Browser and system of a user agent, for people ("Chrome 120", "Windows 10"). An agent the
 * parser cannot name is shown by its first words ("curl/8.5.0", "node") rather than as
 * «Неизвестный браузер», so that a session opened by a script or a tool is told apart. A system
 * the parser cannot name is empty (the console shows «—»), not a half-line of «unknown».
 */
export function describeUserAgent(userAgent: string): { browser: string; system: string } {
  const { browser, os } = UAParser(userAgent);
  const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');
  const raw = userAgent.replace(/[\p{C}\s]+/gu, ' ').trim();
  const rawStart =
    raw.length > RAW_AGENT_LENGTH ? `${raw.slice(0, RAW_AGENT_LENGTH).trimEnd()}…` : raw;
  return {
    browser: join(browser.name, browser.major) || rawStart || UNKNOWN_BROWSER,
    system: join(os.name, os.version),
  };
}

/** Whether a session can still be used at a moment (not idle, within its 8 hours). */
export function isActive(session: SessionRecord, nowMs: number, idleMs: number): boolean {
  return (
    session.endedAt === null &&
    session.expiresAtMs > nowMs &&
    !isIdle(session.lastSeenAtMs, nowMs, idleMs)
  );
}

/** An administrator's active sessions as the settings page lists them, this one marked. */
export function sessionList(
  sessions: SessionRecord[],
  currentId: string,
  nowMs: number,
  idleMs: number,
): SessionInfo[] {
  return sessions
    .filter((session) => isActive(session, nowMs, idleMs))
    .map((session) => ({
      id: session.id,
      ...describeUserAgent(session.userAgent),
      ip: session.ip,
      createdAt: session.createdAt,
      lastSeenAt: new Date(session.lastSeenAtMs).toISOString(),
      current: session.id === currentId,
    }));
}
