// Self-hosted fonts (font-display: swap). The display face is preloaded by the prerender step.
import '@fontsource-variable/inter/index.css';
import '@fontsource/instrument-serif/latin-400.css';
