import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../components/Picture';
import { useI18n } from '../lib/i18n';
import { useLocalePath } from '../lib/pageLocale';

export interface Logo {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

export interface BrandProps {
  siteName: string;
  textLogo?: Logo | null;
  transparentLogo?: Logo | null;
}

const image = (logo?: Logo | null) => logo?.localFile?.childImageSharp?.gatsbyImageData;

/** The header's logo, a link home. No behaviour: a chunk of its own, fetched only where it renders in
 * the browser (./Header.tsx). */
export function Brand({ siteName, textLogo, transparentLogo }: BrandProps) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <Link to={localePath('/')} className="site-header__brand" aria-label={t('shell.brandHome', { siteName })}>
      <Picture image={image(transparentLogo)} alt="" className="site-header__emblem" priority="low" />
      <Picture image={image(textLogo)} alt="" className="site-header__wordmark" priority="low" />
    </Link>
  );
}
