// Compiles src/boot/boot.ts into the small classic script every prerendered page inlines.
import { build } from 'vite';

export async function compileBootScript() {
  const [output] = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'src/boot/boot.ts', formats: ['iife'], name: 'siteBoot' },
    },
  });
  const code = output.output[0].code.trim();
  // Pages inline it in a <script>: its text must not be able to close that element.
  if (code.includes('</')) throw new Error('The boot script must not contain "</"');
  return code;
}
