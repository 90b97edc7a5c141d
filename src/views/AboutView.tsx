import { Hero, Sections } from '../components/PageCopy';

/**
 * The about page (/about): hero and sections.
 * Rendered from its page query's data by the page, and from the drafts by the preview.
 */
export function AboutView({ data }: { data: Queries.AboutPageQuery }) {
  const page = data.strapiAboutPage!;
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle!} cta={page.cta} />
      <Sections sections={page.sections} />
    </>
  );
}
