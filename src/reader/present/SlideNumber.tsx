import { presentMode as copy } from '../../content/presentMode';

/**
 * The slide shown (from 0) of `total` as the deck writes it ("3 / 15") for the eye, and in a live
 * region of its own what a screen reader hears of it (`heard`, the slide's number by default): the
 * region's text is only ever what is to be said.
 */
export const SlideNumber = ({
  index,
  total,
  heard = copy.counterLabel(index + 1, total),
}: {
  index: number;
  total: number;
  heard?: string;
}) => (
  <>
    <span aria-hidden>{copy.counter(index + 1, total)}</span>
    <span role="status" className="visually-hidden">
      {heard}
    </span>
  </>
);
