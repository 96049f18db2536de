/**
 * The server half of measureMarkdown.ts: saves each input through a running platform's /api/v1
 * and measures what other users see meanwhile. A benchmark, not a test.
 */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; body: any }> {
  const start = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { ms: performance.now() - start, status: res.status, body };
}

export async function measureOnServer(
  base: string,
  cases: Record<string, (b: number) => string>,
  only: string | undefined,
  kb: number,
) {
  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const credentials = {
    email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    password: process.env.ADMIN_PASSWORD ?? 'admin123',
  };
  const login = await timed(`${base}/api/v1/auth/login`, { method: 'POST', headers: json(), body: JSON.stringify(credentials) });
  const token = login.body?.data?.accessToken as string;
  if (!token) throw new Error(`login failed: ${login.status}`);
  const category = await timed(`${base}/api/v1/blogs/admin/categories`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ name: `Measure ${Date.now().toString(36)}` }),
  });
  const categoryId = category.body?.data?.id;
  console.log(
    'case'.padEnd(14),
    'KB'.padStart(5),
    'answer',
    'save ms'.padStart(8),
    'health n/p50/max ms'.padStart(22),
    'page p50/max ms'.padStart(16),
  );
  for (const [name, make] of Object.entries(cases)) {
    if (only && only !== 'all' && only !== name) continue;
    const bytes = name === 'prose' ? 200_000 : kb * 1000;
    const content = make(bytes);
    let done = false;
    const save = timed(`${base}/api/v1/blogs/admin/blogs`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ title: `Measure ${name} ${Date.now().toString(36)}`, content, categoryId }),
    }).finally(() => {
      done = true;
    });
    const health: number[] = [];
    const page: number[] = [];
    while (!done) {
      const [h, p] = await Promise.all([timed(`${base}/api/v1/health`), timed(`${base}/`)]);
      health.push(h.ms);
      page.push(p.ms);
    }
    const saved = await save;
    const answer =
      saved.status === 400
        ? `400 ${saved.body?.error?.details?.validation?.content ?? saved.body?.error?.message}`
        : String(saved.status);
    const f = (n: number) => n.toFixed(0);
    console.log(
      name.padEnd(14),
      String(Math.round(content.length / 1000)).padStart(5),
      String(saved.status).padStart(6),
      f(saved.ms).padStart(8),
      `${health.length}/${f(percentile(health, 50))}/${f(Math.max(...health))}`.padStart(22),
      `${f(percentile(page, 50))}/${f(Math.max(...page))}`.padStart(16),
      saved.status === 400 ? answer.slice(4) : '',
    );
  }
}
