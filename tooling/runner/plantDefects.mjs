// `npm run test:planted`: proves the fault matrix (tests/e2e/faultMatrix.spec.ts) can fail. Each
// defect below is planted in the source in turn, the site built with it, and the cases it breaks
// run: every one of them must fail. The source is put back after each, whatever happens. Not part
// of `npm test`: ten builds take about six minutes (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { DEMO_SHARES, sitePassword } from '../sealing/sitePassword.mjs';

/** What goes wrong, where (the text replaced), and the cases that must then fail (a -g pattern). */
const defects = [
  {
    defect: 'a fallback counted as code still on its way',
    file: 'src/reader/study/studyMachine.ts',
    from: "parts[part] === 'loading'",
    to: "parts[part] !== 'in'",
    cases: ['a compare section', 'a story section'],
  },
  {
    defect: 'the study’s end failing unhandled',
    file: 'src/reader/CaseStudyArticle.tsx',
    from: "import('./StudyEnd').catch(() => ({ default: () => null }))",
    to: "import('./StudyEnd')",
    cases: ['study.s end'],
  },
  {
    defect: 'the study’s tools failing unhandled',
    file: 'src/reader/CaseStudyArticle.tsx',
    from: "import('./CaseStudyTools').catch(() => ({ default: ToolsMissing }))",
    to: "import('./CaseStudyTools')",
    cases: ['study.s tools'],
  },
  {
    defect: 'the viewer keeping its layer and the keys when its code fails',
    file: 'src/viewer/PictureViewer.tsx',
    from: '          gone();\n          setFailed(true);',
    to: '          setFailed(true);',
    cases: ['the viewer failing'],
  },
  {
    defect: 'Present mode on its way for good when its code fails',
    file: 'src/reader/present/usePresentMode.ts',
    from: "() => wanted && setMode((was) => ({ ...was, status: 'failed' })),",
    to: '() => undefined,',
    cases: ['Present mode failing'],
  },
  {
    defect: 'the Projects menu failing unhandled',
    file: 'src/components/header/ProjectsMenu.tsx',
    from: '        // The trigger stays as it is; the next reach for it tries again.\n        () => undefined,\n',
    to: '',
    cases: ['Projects menu failing'],
  },
  {
    defect: 'the employer’s note failing unhandled',
    file: 'src/components/InfoTooltip.tsx',
    from: '      () => current && setPressed(false),\n',
    to: '',
    cases: ['employer.s note'],
  },
  {
    defect: 'the motion engine never settling, so figures wait at their start',
    file: 'src/motion/MotionProvider.tsx',
    from: "() => setEngine('failed'),",
    to: '() => undefined,',
    cases: ['motion engine'],
  },
  {
    defect: 'the head’s code failing unhandled',
    file: 'src/app/DocumentMeta.tsx',
    from: '\n      .catch(() => undefined);',
    to: ';',
    cases: ['writes the head'],
  },
  {
    defect: 'a study whose code fails waiting for good',
    file: 'src/gate/useOpenedStudy.ts',
    from: "() => settle({ status: 'failed' }),",
    to: '() => undefined,',
    cases: ['presenter view failing', 'sealed study.s content'],
  },
];

const env = { ...process.env, SITE_PASSWORD: sitePassword(), SITE_SHARES: DEMO_SHARES };
const quiet = (command, args) =>
  spawnSync(command, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const missed = [];
for (const { defect, file, from, to, cases } of defects) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) {
    console.error(`"${defect}" no longer applies: ${file} has no\n${from}\nUpdate its entry here.`);
    process.exit(1);
  }
  writeFileSync(file, source.replace(from, to));
  try {
    const build = quiet('npm', ['run', 'build']);
    if (build.status !== 0) throw new Error(`${defect}: the build failed\n${build.stderr}`);
    const suite = quiet('npx', [
      'playwright',
      'test',
      'tests/e2e/faultMatrix.spec.ts',
      '--retries',
      '0',
      '--reporter',
      'json',
      '-g',
      cases.join('|'),
    ]);
    const { stats } = JSON.parse(suite.stdout);
    const ran = stats.expected + stats.unexpected;
    const caught = ran === cases.length && stats.unexpected === cases.length;
    console.log(
      `${caught ? 'caught' : 'MISSED'}: ${defect} (${stats.unexpected} of ${ran} failed)`,
    );
    if (!caught) missed.push(defect);
  } finally {
    writeFileSync(file, source);
  }
}
// The site as it is again, for whatever runs next.
quiet('npm', ['run', 'build']);
if (missed.length) {
  console.error(`\nThe fault matrix passes with: ${missed.join('; ')}`);
  process.exit(1);
}
