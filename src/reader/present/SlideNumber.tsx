import { presentMode as copy } from '../../content/presentMode';

/** The slide shown (from 0) of `total`, as the deck writes it ("3 / 15") and as it is read aloud. */
export const SlideNumber = ({ index, total }: { index: number; total: number }) => (
  <>
    <span aria-hidden>{copy.counter(index + 1, total)}</span>
    <span className="visually-hidden">{copy.counterLabel(index + 1, total)}</span>
  </>
);
