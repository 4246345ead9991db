// `npm start`: install if needed, build the production site (with the demo password unless
// SITE_PASSWORD is set) and serve it at http://localhost:4173, which then says which password
// opens it and how to make share links for where it serves. Extra arguments go to `vite preview`,
// e.g. `npm start -- --port 8080 --host`.
import { ensureDebianPackages, ensureDependencies, run } from './run.mjs';
import { sitePassword } from '../sealing/sitePassword.mjs';

// The build reads the studies' clips with Debian's ffmpeg (tooling/clips/ffmpeg.ts).
await ensureDebianPackages([{ binary: 'ffmpeg', pkg: 'ffmpeg' }]);
ensureDependencies();
run('npm', ['run', 'build'], { SITE_PASSWORD: sitePassword() });
run('npx', ['vite', 'preview', ...process.argv.slice(2)]);
