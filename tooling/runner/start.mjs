// `npm start`: install if needed, build the production site and serve it at http://localhost:4173.
// Extra arguments go to `vite preview`, e.g. `npm start -- --port 8080 --host`.
import { ensureDependencies, run } from './run.mjs';
import {
  DEMO_PASSWORD,
  DEMO_SHARES,
  sitePassword,
  usingDemoPassword,
} from '../sealing/sitePassword.mjs';

ensureDependencies();
if (usingDemoPassword()) {
  console.log(
    `\nLocal demo: the case studies are sealed with the demo password "${DEMO_PASSWORD}".`,
  );
  console.log('Set SITE_PASSWORD to use your own; never deploy a demo build.');
  const [recipient] = DEMO_SHARES.split(',');
  console.log(
    `Share links for its demo recipients (${DEMO_SHARES}): npm run share-link -- --for ${recipient} --base http://localhost:4173`,
  );
}
run('npm', ['run', 'build'], { SITE_PASSWORD: sitePassword() });
run('npx', ['vite', 'preview', ...process.argv.slice(2)]);
