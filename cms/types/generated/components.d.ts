import type { Schema, Struct } from '@strapi/strapi';

export interface BlocksCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_blocks_calls_to_action';
  info: {
    description: 'A short heading and text with one or two buttons';
    displayName: 'Call to action';
    icon: 'cursor';
  };
  attributes: {
    heading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    primary: Schema.Attribute.Component<'shared.link', false> & Schema.Attribute.Required;
    secondary: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
  };
}

export interface BlocksCaseStudies extends Struct.ComponentSchema {
  collectionName: 'components_blocks_case_studies';
  info: {
    description: 'Chosen case studies as cards, each linking to its page';
    displayName: 'Case studies';
    icon: 'briefcase';
  };
  attributes: {
    caseStudies: Schema.Attribute.Relation<'oneToMany', 'api::case-study.case-study'>;
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
  };
}

export interface BlocksFaq extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faqs';
  info: {
    description: 'The questions and answers of one FAQ group, as an accordion';
    displayName: 'FAQ';
    icon: 'question';
  };
  attributes: {
    faqGroup: Schema.Attribute.Relation<'oneToOne', 'api::faq-group.faq-group'>;
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
  };
}

export interface BlocksFigure extends Struct.ComponentSchema {
  collectionName: 'components_blocks_figure_items';
  info: {
    description: 'One figure of a figures row: the number as shown ("120+") and what it counts';
    displayName: 'Figure';
    icon: 'chartCircle';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    value: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
  };
}

export interface BlocksFigures extends Struct.ComponentSchema {
  collectionName: 'components_blocks_figures';
  info: {
    description: 'Two to six key figures side by side';
    displayName: 'Figures row';
    icon: 'chartBubble';
  };
  attributes: {
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    items: Schema.Attribute.Component<'blocks.figure', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 1;
        },
        number
      >;
  };
}

export interface BlocksForm extends Struct.ComponentSchema {
  collectionName: 'components_blocks_forms';
  info: {
    description: "One of the site's forms: contact request, event request or newsletter sign-up";
    displayName: 'Form';
    icon: 'envelop';
  };
  attributes: {
    details: Schema.Attribute.Blocks;
    detailsHeading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    form: Schema.Attribute.Enumeration<['contact-request', 'event-request', 'subscription']> &
      Schema.Attribute.Required;
    heading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    showContactDetails: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface BlocksHero extends Struct.ComponentSchema {
  collectionName: 'components_blocks_heroes';
  info: {
    description: "The page's main heading, a line under it and an optional call to action";
    displayName: 'Hero';
    icon: 'star';
  };
  attributes: {
    cta: Schema.Attribute.Component<'shared.link', false>;
    subtitle: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface BlocksImageText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image_texts';
  info: {
    description: 'An image beside a heading and text, the image on the left or the right';
    displayName: 'Image with text';
    icon: 'picture';
  };
  attributes: {
    body: Schema.Attribute.Blocks & Schema.Attribute.Required;
    cta: Schema.Attribute.Component<'shared.link', false>;
    heading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imagePosition: Schema.Attribute.Enumeration<['left', 'right']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'left'>;
  };
}

export interface BlocksLogos extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logos';
  info: {
    description: "Clients' or partners' logos in a row; each image's alternative text names the firm";
    displayName: 'Logos row';
    icon: 'grid';
  };
  attributes: {
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    logos: Schema.Attribute.Media<'images', true> & Schema.Attribute.Required;
  };
}

export interface BlocksQuote extends Struct.ComponentSchema {
  collectionName: 'components_blocks_quotes';
  info: {
    description: "A customer's words, with their name and role";
    displayName: 'Quote';
    icon: 'quote';
  };
  attributes: {
    author: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    photo: Schema.Attribute.Media<'images'>;
    quote: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600;
      }>;
    role: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface BlocksRichText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_rich_texts';
  info: {
    description: 'A heading and formatted text: paragraphs, headings, lists, links, quotes and images';
    displayName: 'Rich text';
    icon: 'layer';
  };
  attributes: {
    body: Schema.Attribute.Blocks & Schema.Attribute.Required;
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface BlocksServicesGrid extends Struct.ComponentSchema {
  collectionName: 'components_blocks_services_grids';
  info: {
    description: "The firm's services, from the Services collection: as cards, or each in detail";
    displayName: 'Services';
    icon: 'apps';
  };
  attributes: {
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    layout: Schema.Attribute.Enumeration<['cards', 'detailed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'cards'>;
    link: Schema.Attribute.Component<'shared.link', false>;
  };
}

export interface FaqEntry extends Struct.ComponentSchema {
  collectionName: 'components_faq_entries';
  info: {
    description: 'One question the chatbot offers and the answer it gives';
    displayName: 'FAQ entry';
    icon: 'question';
  };
  attributes: {
    answer: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
    index: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 4;
          min: 1;
        },
        number
      >;
    question: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'A call to action: its words and where it goes (a path on this site such as /contact)';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    href: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'What search engines and link previews show for a page, and whether they may list it';
    displayName: 'SEO';
    icon: 'search';
  };
  attributes: {
    canonicalUrl: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    noindex: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_links';
  info: {
    displayName: 'Social link';
    icon: 'earth';
  };
  attributes: {
    network: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blocks.call-to-action': BlocksCallToAction;
      'blocks.case-studies': BlocksCaseStudies;
      'blocks.faq': BlocksFaq;
      'blocks.figure': BlocksFigure;
      'blocks.figures': BlocksFigures;
      'blocks.form': BlocksForm;
      'blocks.hero': BlocksHero;
      'blocks.image-text': BlocksImageText;
      'blocks.logos': BlocksLogos;
      'blocks.quote': BlocksQuote;
      'blocks.rich-text': BlocksRichText;
      'blocks.services-grid': BlocksServicesGrid;
      'faq.entry': FaqEntry;
      'shared.link': SharedLink;
      'shared.seo': SharedSeo;
      'shared.social-link': SharedSocialLink;
    }
  }
}
