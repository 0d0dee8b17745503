const DEMO = { username: 'demo-employer', password: 'Demo#2026pass' };

/** Signs the demo employer in through the API and reads its unread correspondence, so no alert covers the screen. */
export async function signInDemoEmployer(base: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${base}/api/user/v1/auth/application-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { result } = (await res.json()) as { result: { accessToken: string; refreshToken: string } };
  const headers = { authorization: `Bearer ${result.accessToken}`, 'content-type': 'application/json' };
  for (const kind of ['notifs', 'letters'] as const) {
    const list = await fetch(`${base}/api/nbo/v1/${kind}/user?pageNumber=1&pageSize=100`, { headers });
    if (!list.ok) continue;
    const body = (await list.json()) as { data?: Record<string, { _id: string; readDate?: string | null }[]> };
    for (const item of body.data?.[kind] ?? [])
      if (!item.readDate)
        await fetch(`${base}/api/nbo/v1/${kind}/user/read`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ _id: item._id }),
        });
  }
  return result;
}
