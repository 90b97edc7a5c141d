import { render, screen } from '@testing-library/react';
import { RichText } from './RichText';

const text = (value: string) => ({ type: 'text', text: value });

describe('RichText', () => {
  it('renders headings from h2 down, lists, bold text and links', () => {
    render(
      <RichText
        content={[
          { type: 'heading', level: 1, children: [text('Top')] },
          { type: 'heading', level: 3, children: [text('Sub')] },
          {
            type: 'paragraph',
            children: [
              { ...text('Basis:'), bold: true },
              text(' see '),
              { type: 'link', url: '/contact', children: [text('contact')] },
              text(' or '),
              { type: 'link', url: 'https://ico.org.uk/', children: [text('the ICO')] },
            ],
          },
          { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('One')] }] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
    expect(screen.getByText('Basis:').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'the ICO' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('renders nothing for content that is not blocks', () => {
    const { container } = render(<RichText content={{ not: 'blocks' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
