import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
const dir = mkdtempSync(path.join(tmpdir(), 'pgl-'));
const db = new PGlite(dir);
await db.waitReady;
const name = 'Zephyrine Quillfeather-' + Date.now();
await db.exec(`create table t (id serial primary key, name text, blob text)`);
for (let i = 0; i < 50; i++)
  await db.query(`insert into t (name, blob) values ($1, $2)`, [
    i === 25 ? name : 'other ' + i,
    'x'.repeat(3000),
  ]);
await db.exec('checkpoint');
function search(label: string) {
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = path.join(d, f);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else if (readFileSync(p).includes(Buffer.from('Zephyrine'))) hits.push(path.relative(dir, p));
    }
  };
  walk(dir);
  console.log(label, hits);
}
search('before delete');
await db.query(`delete from t where name = $1`, [name]);
search('after delete');
const show = async (q: string) => {
  try {
    const r = await db.query(q);
    console.log(q, JSON.stringify(r.rows));
  } catch (e) {
    console.log(q, 'ERR', (e as Error).message);
  }
};
await show('show wal_level');
await show('show wal_recycle');
await show('show wal_init_zero');
await show('show full_page_writes');
await show('show max_wal_size');
await show('show min_wal_size');
await show('show wal_keep_size');
await show('vacuum full t');
await show('checkpoint');
search('after vacuum full + checkpoint');
await show('set wal_recycle = off');
await show('select pg_switch_wal()');
await show('checkpoint');
search('after switch + checkpoint');
await show('select pg_switch_wal()');
await show('checkpoint');
search('after 2nd switch + checkpoint');
console.log(readdirSync(path.join(dir, 'pg_wal')));
await db.close();
search('after close');
