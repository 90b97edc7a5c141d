/** How to reach the firm (from the CMS's global settings): shown in the footer and on /contact. */
export interface ContactDetailsProps {
  contactEmail: string;
  contactPhone: string;
  address: string;
}

export function ContactDetails({ contactEmail, contactPhone, address }: ContactDetailsProps) {
  return (
    <>
      <p>
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        <br />
        <a href={`tel:${contactPhone.replace(/\s+/g, '')}`}>{contactPhone}</a>
      </p>
      <address>
        {address.split('\n').map((line) => (
          <span key={line} className="contact-line">
            {line}
          </span>
        ))}
      </address>
    </>
  );
}
