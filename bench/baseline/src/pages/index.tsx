import type { HeadFC } from 'gatsby';

export default function Index() {
  return (
    <main>
      <h1>Hello world</h1>
      <p>A Gatsby 5 page with nothing else on it.</p>
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Hello world</title>
    <meta name="description" content="The baseline page of the benchmark." />
  </>
);
