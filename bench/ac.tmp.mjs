import autocannon from 'autocannon';
const [url, label, header] = process.argv.slice(2);
const headers = header ? Object.fromEntries([header.split(/:\s*/)]) : {};
const r = await autocannon({ url, connections: 50, duration: 10, headers });
console.log(label, JSON.stringify({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, timeouts: r.timeouts, errors: r.errors, non2xx: r.non2xx }));
