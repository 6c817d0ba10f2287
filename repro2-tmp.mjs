import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
await page.goto('http://localhost:3200/login');
await page.getByLabel('Email').fill('admin@demo.test');
await page.getByLabel('Password').fill('demo-password');
await page.getByRole('button', { name: /sign in|log in/i }).click();
await page.waitForURL(/\/admin$/);
await page.goto('http://localhost:3200' + process.argv[2]);
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => { const tb=[...document.querySelectorAll("table")].find(t=>t.textContent.includes("Most viewed")); let e=tb; const anc=[]; while(e){ const cs=getComputedStyle(e); anc.push(e.tagName+"."+String(e.className).slice(0,50)+" w="+Math.round(e.getBoundingClientRect().width)+" ov="+cs.overflowX+" disp="+cs.display+" gtc="+cs.gridTemplateColumns.slice(0,40)); e=e.parentElement;} return anc.join("\n"); }));
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    let a=el.parentElement, clipped=false; while(a){const o=getComputedStyle(a).overflowX; if(o!=='visible'){clipped=true;break;} a=a.parentElement;} if (!clipped && r.right > 361 && r.width > 0) out.push(`${el.tagName}.${(el.className||'').toString().slice(0,60)} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').slice(0,40)}`);
  }
  return document.documentElement.scrollWidth + '\n' + out.slice(0, 15).join('\n');
}));
await browser.close();
