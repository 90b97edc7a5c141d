import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { ContactView } from '../views/ContactView';

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactView data={data} />;
}

export function Head({ location, data }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo pathname={location.pathname} seo={data.strapiContactPage?.seo} />;
}

export const query = graphql`
  query ContactPage {
    strapiContactPage {
      ...PageCopy
      formHeading
      formIntro
    }
    strapiGlobal {
      contactEmail
      contactPhone
      address
    }
    allStrapiService(sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`;
