// Where a carousel's slides sit, read from their boxes as a visitor sees them
// (swiper moves the track by transform, so scrollLeft says nothing).

/** How many slides are wholly in view in the carousel's viewport. */
export function slidesInView(container: ParentNode): number {
  const viewport = container.querySelector('.it-carousel__viewport')!.getBoundingClientRect();
  return [...container.querySelectorAll('.it-carousel__slide')].filter((slide) => {
    const box = slide.getBoundingClientRect();
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  }).length;
}

/** Where the first slide sits against the carousel's left edge: 0 until the carousel moves. */
export function offset(container: ParentNode): number {
  const viewport = container.querySelector('.it-carousel__viewport')!.getBoundingClientRect();
  const left = Math.round(container.querySelector('.it-carousel__slide')!.getBoundingClientRect().left - viewport.left);
  // Math.round gives -0 for a fraction of a pixel to the left; assert.equal (Object.is) tells it from 0.
  return left === 0 ? 0 : left;
}
