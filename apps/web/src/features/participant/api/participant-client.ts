import { buildPath, type Contract } from '@pensia/domain/http/contract';
import { participantApi, type ParticipantAccount } from '@pensia/domain/participants/participant.api';
import { portfolioApi, type ParticipantPortfolio } from '@pensia/domain/portfolios/portfolio.api';
import { ApiError, errorTextOf } from '../../../common/lib/api-client';
import { currentLang } from '../../../common/lib/i18n';

/**
 * The participant site's own session: kept apart from the employer portal's, in this tab only
 * (sessionStorage), with its own refresh endpoint. Its tokens reach only the participant's calls.
 */
const KEY = 'pensia.participant';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export function participantTokens(): Tokens | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Tokens) : null;
  } catch {
    return null;
  }
}

function setTokens(tokens: Tokens | null) {
  if (tokens) sessionStorage.setItem(KEY, JSON.stringify(tokens));
  else sessionStorage.removeItem(KEY);
}

const language = () => currentLang();

async function post<T>(contract: Contract, body: unknown): Promise<T> {
  const res = await fetch(buildPath(contract, {}), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language() },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => undefined)) as { result?: T; code?: string } | undefined;
  if (!res.ok || !json?.result) throw new ApiError(res.status, json?.code ?? `HTTP_${res.status}`, errorTextOf(json, res.statusText));
  return json.result;
}

/** One exchange per token, however often the page mounts (a second try of a used token would be refused). */
const exchanges = new Map<string, Promise<void>>();

/** Exchanges the sign-in's hand-over token (single use, 60 s) for the site's session. */
export function exchangeHandover(token: string): Promise<void> {
  let p = exchanges.get(token);
  if (!p) {
    p = post<{ isValid: boolean; accessToken: string | null; refreshToken: string | null; message?: string }>(participantApi.exchange, { token }).then((r) => {
      if (!r.isValid || !r.accessToken || !r.refreshToken) throw new ApiError(401, 'HANDOVER_INVALID', r.message ?? '');
      setTokens({ accessToken: r.accessToken, refreshToken: r.refreshToken });
    });
    exchanges.set(token, p);
  }
  return p;
}

let refreshing: Promise<boolean> | null = null;
function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = participantTokens();
    if (!tokens) return false;
    try {
      const r = await post<{ isValid: boolean; accessToken: string | null; refreshToken: string | null }>(participantApi.refresh, { refreshToken: tokens.refreshToken });
      if (!r.isValid || !r.accessToken || !r.refreshToken) return false;
      setTokens({ accessToken: r.accessToken, refreshToken: r.refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** What a participant's call sends besides its token: the path's parameters, a JSON body, more headers. */
interface CallInit {
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A participant's call with its token; an expired access token is refreshed once, a refused refresh ends the session. */
async function send(contract: Contract, retried = false, init: CallInit = {}): Promise<Response> {
  const tokens = participantTokens();
  if (!tokens) throw new ApiError(401, 'UNAUTHORIZED', '');
  const json: Record<string, string> = init.body === undefined ? {} : { 'content-type': 'application/json' };
  const res = await fetch(buildPath(contract, init.params ?? {}), {
    method: contract.method,
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'accept-language': language(), ...json, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status === 401 && !retried) {
    if (await refresh()) return send(contract, true, init);
    setTokens(null);
  }
  return res;
}

async function failure(res: Response): Promise<ApiError> {
  const json = (await res.json().catch(() => undefined)) as { code?: string } | undefined;
  return new ApiError(res.status, json?.code ?? `HTTP_${res.status}`, errorTextOf(json, res.statusText));
}

export async function fetchParticipantAccount(): Promise<ParticipantAccount> {
  const res = await send(participantApi.account);
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { result: ParticipantAccount }).result;
}

/** The participant's portfolio: its latest report, its returns and the participant's own return. */
export async function fetchParticipantPortfolio(): Promise<ParticipantPortfolio> {
  const res = await send(portfolioApi.mine);
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { result: ParticipantPortfolio }).result;
}

export async function fetchParticipantStatement(): Promise<{ blob: Blob; filename: string }> {
  const res = await send(participantApi.statement);
  if (!res.ok) throw await failure(res);
  const name = /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.pdf';
  return { blob: await res.blob(), filename: name };
}

/** A participant's call answering its result; a refusal throws with the server's message. */
export async function participantCall<T>(contract: Contract, init: CallInit = {}): Promise<T> {
  const res = await send(contract, false, init);
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { result: T }).result;
}

/** Signs the participant out: its session is revoked and its tokens forgotten. */
export async function participantSignOut(): Promise<void> {
  const tokens = participantTokens();
  setTokens(null);
  if (!tokens) return;
  await fetch('/api/user/v1/auth/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  }).catch(() => undefined);
}
