// Lays rendered PDF pages side by side, 5 a row, for looking.
import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const [,, prefix, out] = process.argv;
const files = readdirSync('/work/scratch/pdf').filter((f) => f.startsWith(prefix + '-') && f.endsWith('.png')).sort();
const metas = await Promise.all(files.map((f) => sharp(`/work/scratch/pdf/${f}`).metadata()));
const w = Math.max(...metas.map((m) => m.width)), h = Math.max(...metas.map((m) => m.height));
const cols = 5, rows = Math.ceil(files.length / cols), gap = 8;
const composite = files.map((f, i) => ({ input: `/work/scratch/pdf/${f}`, left: (i % cols) * (w + gap), top: Math.floor(i / cols) * (h + gap) }));
await sharp({ create: { width: cols * (w + gap), height: rows * (h + gap), channels: 3, background: '#888' } }).composite(composite).png().toFile(out);
console.log(out, files.length);
