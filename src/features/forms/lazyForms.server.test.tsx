/**
 * @jest-environment node
 */
import { renderAll } from '../../testing/serverRender';
import { FORMS } from './lazyForms';

const { 'contact-request': ContactForm, subscription: NewsletterForm } = FORMS;

it('renders each form whole into the server’s HTML, for the browser to hydrate when wanted', async () => {
  const html = await renderAll(
    <>
      <NewsletterForm heading="Stay in the loop" intro="One email a month." />
      <ContactForm heading="Write to us" intro="We answer within a day." services={[{ slug: 'it', title: 'IT' }]} />
    </>,
  );
  expect(html).toContain('Subscribe');
  expect(html).toContain('Write to us');
  expect(html.match(/<form /g)).toHaveLength(2);
  expect(html).toMatch(/class="deferred-form" data-server-id="[^"]+"><!--\$--><form/);
});
