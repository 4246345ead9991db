// Bundle budget: the JavaScript a visitor must download before `/` is interactive, i.e. the
// entry script and every chunk dist/index.html modulepreloads. Deterministic, gzip.
import { readFileSync } from 'node:fs';

const html = readFileSync('dist/index.html', 'utf8');
const critical = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  ([, file]) => `dist/${file}`,
);

export default [
  {
    name: 'Critical JS for / (entry + modulepreloaded chunks)',
    path: critical,
    limit: '150 KiB',
    gzip: true,
  },
];
