/** A stored row's fields, label beside text (what a visitor sent; what is held about a person). */
import * as React from 'react';
import { Box, Typography } from '@strapi/design-system';
import { fieldsOf, type Row } from './records';

export function FieldList({ row }: { row: Row }) {
  return (
    <Box tag="dl" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.6rem', margin: 0 }}>
      {fieldsOf(row).map(([field, value]) => (
        <React.Fragment key={field}>
          <Typography tag="dt" variant="pi" fontWeight="bold" textColor="neutral800">
            {field}
          </Typography>
          <Typography
            tag="dd"
            variant="pi"
            textColor="neutral800"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
          >
            {value}
          </Typography>
        </React.Fragment>
      ))}
    </Box>
  );
}
