// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { images, type ImageManifest } from 'virtual:image-manifest';
import { describe, expect, it, vi } from 'vitest';
import { imageSlots } from '../../src/styles/imageSlots';
import { pictureSources, SiteImage } from '../../src/components/SiteImage';
import type { Image } from '../../src/content/types';

/**
 * What tooling/images/optimizeImages.ts makes of the owner's rasters (tests/build/images.test.ts builds
 * real ones). The site ships only SVGs, so SiteImage reads this manifest in place of the empty one.
 */
const { manifest, WIDTHS } = vi.hoisted(() => {
  const WIDTHS = [36, 72, 420, 480, 717, 840, 960, 1118, 1434, 2236];
  const variants = (name: string, format: string, widths: number[]) =>
    widths.map((width) => ({ width, url: `/assets/uploads/${name}-${width}-0123abcd.${format}` }));
  const entry = (name: string, width: number, height: number, widths: number[]) => ({
    width,
    height,
    sources: [
      { type: 'image/avif', variants: variants(name, 'avif', widths) },
      { type: 'image/webp', variants: variants(name, 'webp', widths) },
    ],
  });
  const manifest: ImageManifest = {
    '/uploads/photo.jpg': entry('photo', 2400, 1600, WIDTHS),
    '/uploads/narrow.jpg': entry('narrow', 500, 300, [36, 72, 420, 500]),
  };
  return { manifest, WIDTHS };
});
vi.mock('virtual:image-manifest', () => ({ images: manifest }));
/** What the owner types for a raster does not matter: the file's own size wins. */
const photo: Image = { src: '/uploads/photo.jpg', alt: 'The team at work', width: 1, height: 1 };
const srcSetWidths = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('pictureSources', () => {
  it('gives AVIF then WebP with the slot’s sizes and the file’s own size', () => {
    const picture = pictureSources(photo, imageSlots.figure, manifest);
    expect(picture).toMatchObject({ width: 2400, height: 1600 });
    expect(picture?.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
    for (const source of picture?.sources ?? []) {
      expect(source.sizes).toBe(imageSlots.figure.sizes);
    }
    expect(picture?.sources[0]?.srcSet).toMatch(
      /^\/assets\/uploads\/photo-36-0123abcd\.avif 36w, .+, \/assets\/uploads\/photo-2236-0123abcd\.avif 2236w$/,
    );
  });

  it('offers a slot the widths up to the first one that covers it at 2x', () => {
    const widthsFor = (slot: keyof typeof imageSlots, image = photo) =>
      srcSetWidths(pictureSources(image, imageSlots[slot], manifest)?.sources[1]?.srcSet ?? '');
    expect(widthsFor('logo')).toEqual([36, 72]);
    expect(widthsFor('portrait')).toEqual([36, 72, 420, 480, 717, 840]);
    expect(widthsFor('thirdCard')).toEqual([36, 72, 420, 480, 717, 840, 960, 1118, 1434]);
    // 2 × 1094 = 2188: served by 2236, the nearest width generated.
    expect(widthsFor('figure')).toEqual(WIDTHS);
    // A narrow file offers everything it has, its own width last.
    expect(widthsFor('portrait', { ...photo, src: '/uploads/narrow.jpg' })).toEqual([
      36, 72, 420, 500,
    ]);
  });

  it('has nothing for an SVG or a file the manifest does not know', () => {
    expect(
      pictureSources({ ...photo, src: '/uploads/portrait.svg' }, imageSlots.figure, manifest),
    ).toBe(undefined);
    expect(
      pictureSources({ ...photo, src: '/uploads/missing.png' }, imageSlots.figure, manifest),
    ).toBe(undefined);
  });
});

describe('SiteImage', () => {
  const src = '/uploads/photo.jpg';
  const raster: Image = { src, alt: 'Preview card', width: 1, height: 1 };
  const known = images[src];

  it('renders a raster as a <picture> of AVIF and WebP with the original as the <img>', () => {
    const { container } = render(<SiteImage image={raster} slot={imageSlots.thirdCard} />);
    const img = screen.getByRole('img', { name: 'Preview card' });
    const picture = container.querySelector('picture');
    expect(img.parentElement).toBe(picture);

    const sources = [...picture!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const [index, source] of sources.entries()) {
      expect(source).toHaveAttribute('sizes', imageSlots.thirdCard.sizes);
      const urls = source.getAttribute('srcset')!.split(', ');
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        expect(url).toMatch(
          new RegExp(`^/assets/uploads/photo-\\d+-[0-9a-f]{8}\\.${index ? 'webp' : 'avif'} \\d+w$`),
        );
      }
    }
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('width', String(known!.width));
    expect(img).toHaveAttribute('height', String(known!.height));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads a priority raster eagerly with high priority', () => {
    render(<SiteImage image={raster} slot={imageSlots.portrait} priority />);
    const img = screen.getByRole('img', { name: 'Preview card' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders an SVG as a plain <img> with the content’s size, as before', () => {
    const svg: Image = { src: '/uploads/404.svg', alt: 'Lost map', width: 560, height: 420 };
    const { container } = render(<SiteImage image={svg} slot={imageSlots.notFound} priority />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.firstElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(container.childElementCount).toBe(1);
    expect(Object.fromEntries([...img.attributes].map(({ name, value }) => [name, value]))).toEqual(
      {
        src: '/uploads/404.svg',
        alt: 'Lost map',
        width: '560',
        height: '420',
        loading: 'eager',
        fetchpriority: 'high',
        decoding: 'async',
      },
    );
  });

  it('prerenders the same <picture>, which hydrates without a mismatch', () => {
    const element = <SiteImage image={raster} slot={imageSlots.portrait} priority />;
    const html = renderToString(element);
    expect(html).toMatch(
      /^<picture class="[\w-]+"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp" srcSet="[^"]+" sizes="[^"]+"\/><img src="\/uploads\/photo.jpg"[^>]* fetchPriority="high"[^>]*\/><\/picture>$/,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    // React reports a structural mismatch as a recoverable error, an attribute one on the console.
    const errors: unknown[] = [];
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation((...args) => errors.push(args));
    act(() => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
  });

  it('removes the whole <picture> when the image fails to load', () => {
    const { container } = render(<SiteImage image={raster} slot={imageSlots.figure} />);
    fireEvent.error(screen.getByRole('img', { name: 'Preview card' }));
    expect(container).toBeEmptyDOMElement();
  });
});
