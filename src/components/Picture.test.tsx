import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Picture';

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 480,
  height: 320,
  backgroundColor: '#f8f8f8',
  images: {
    fallback: { src: '/static/a/480/logo.png', srcSet: '/static/a/480/logo.png 480w', sizes: '480px' },
    sources: [{ type: 'image/avif', srcSet: '/static/a/480/logo.avif 480w', sizes: '480px' }],
  },
};

const img = (priority?: 'high' | 'low') => {
  const { container } = render(<Picture image={image} alt="" priority={priority} />);
  return container.querySelector('img')!;
};

describe('Picture', () => {
  it('loads lazily by default, at the browser priority', () => {
    const element = img();
    expect(element).toHaveAttribute('loading', 'lazy');
    expect(element).not.toHaveAttribute('fetchpriority');
  });

  it('loads the likely LCP image at once and ahead of other images', () => {
    const element = img('high');
    expect(element).toHaveAttribute('loading', 'eager');
    expect(element).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads small first-screen images at once but behind what the first paint needs', () => {
    const element = img('low');
    expect(element).toHaveAttribute('loading', 'eager');
    expect(element).toHaveAttribute('fetchpriority', 'low');
  });

  it('keeps the space of the image (width and height) and offers its modern formats', () => {
    const { container } = render(<Picture image={image} alt="A team at work" />);
    expect(container.querySelector('img')).toHaveAttribute('width', '480');
    expect(container.querySelector('img')).toHaveAttribute('height', '320');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/avif');
  });
});
