/**
 * A list screen's filters: their fields side by side in a panel, and "Show", which applies them.
 * The live line beneath says what the list holds now (or that it is loading, or why it could not).
 */
import type * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Search } from '@strapi/icons';

export function FilterForm({
  label,
  onApply,
  children,
}: {
  label: string;
  onApply: () => void;
  children: React.ReactNode;
}) {
  return (
    <Box background="neutral0" padding={4} shadow="filterShadow" hasRadius>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
        aria-label={label}
        noValidate
      >
        <Flex gap={4} wrap="wrap" alignItems="flex-end">
          {children}
          <Button type="submit" startIcon={<Search />}>
            Show
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

/** Announced to a screen reader whenever it changes. */
export function StatusLine({
  variant = 'omega',
  children,
}: {
  variant?: 'omega' | 'epsilon';
  children: React.ReactNode;
}) {
  return (
    <Typography role="status" aria-live="polite" variant={variant} textColor="neutral800">
      {children}
    </Typography>
  );
}
