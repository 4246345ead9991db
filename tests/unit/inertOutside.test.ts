import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from '../../src/reader/present/inertOutside';

afterEach(() => document.body.replaceChildren());

describe('inertOutside', () => {
  it('makes all but the kept elements and their ancestors inert, and undoes only that', () => {
    document.body.innerHTML = `
      <header id="header"><a href="/">Home</a></header>
      <main id="main">
        <section id="slide"><h2>Slide</h2></section>
        <section id="other">Other</section>
        <aside id="already" inert>Already inert</aside>
      </main>
      <div id="controls"><button>Next</button></div>
      <script id="script"></script>`;
    const byId = (id: string) => document.getElementById(id)!;
    const undo = inertOutside([byId('slide'), byId('controls')]);

    const inert = () =>
      [...document.querySelectorAll('[id]')]
        .filter((el) => el.hasAttribute('inert'))
        .map((el) => el.id);
    // The slide's ancestor stays open, its siblings do not; the kept parts keep their insides.
    expect(inert()).toEqual(['header', 'other', 'already']);
    expect(byId('slide').closest('[inert]')).toBeNull();
    expect(byId('controls').querySelector('[inert]')).toBeNull();

    undo();
    // What was inert before stays so.
    expect(inert()).toEqual(['already']);
  });
});
