import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
await p.addInitScript(() => window.sessionStorage.setItem('intro.seen', '1'));
await p.addInitScript({ content: `(() => { const check = () => { const w = document.getElementById('gatsby-focus-wrapper'); if (w && Object.keys(w).some(k => k.startsWith('__reactFiber$'))) { window.scriptsAtHydration = performance.getEntriesByType('resource').map(e => e.name + ' ' + e.encodedBodySize).filter(n => n.includes('.js')); } else setTimeout(check, 5); }; check(); })();` });
await p.goto('http://localhost:9100' + (process.argv[2] || '/'), { waitUntil: 'load' });
await p.waitForFunction(() => window.scriptsAtHydration);
console.log(await p.evaluate(() => window.scriptsAtHydration));
await b.close();
