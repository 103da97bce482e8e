const origin = 'http://127.0.0.1:4599';
const r = await fetch(`${origin}/v1/auth/login-username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'psicologia', password: 'canguro' }) });
const token = ((await r.json()) as any).tokens.access.token;
const names = ['maria','juan','valentina','gomez','rodriguez','lopez','martinez','garcia','hernandez','sofia','santiago','camila','diaz','torres','ramirez','castro','moreno','isabella'];
const lat: number[] = []; const end = performance.now() + 8000; const start = performance.now();
await Promise.all(Array.from({ length: 16 }, async () => { while (performance.now() < end) { const n = names[Math.floor(Math.random()*names.length)]!; const path = `/v1/hc/list?search=${n.slice(0, 3 + Math.floor(Math.random()*3))}&page=1`; const s = performance.now(); const res = await fetch(origin + path, { headers: { authorization: `Bearer ${token}` } }); await res.text(); lat.push(performance.now() - s); } }));
lat.sort((a, b) => a - b);
console.log('p50', lat[Math.floor(lat.length / 2)]!.toFixed(1), 'p95', lat[Math.floor(lat.length * 0.95)]!.toFixed(1), 'req/s', (lat.length / ((performance.now() - start) / 1000)).toFixed(0));
