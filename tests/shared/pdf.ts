import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A printed PDF read back as a reader (or a search) gets it: each page's text and size in points. */
export async function readPdf(pdf: Buffer) {
  const loading = getDocument({ data: new Uint8Array(pdf) });
  const document = await loading.promise;
  const pages: { items: string[]; width: number; height: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [item.str] : [],
    );
    pages.push({ items, width, height });
  }
  await loading.destroy();
  return pages;
}
