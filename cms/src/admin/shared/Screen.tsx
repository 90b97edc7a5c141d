/**
 * The frame of the admin's own screens: the header (title, what the screen is for, its main action),
 * then its parts stacked beneath. `AdminPage` is a whole page (a menu link's); a page with screens of
 * its own (the Leads list and a lead) puts a `Screen` in its own `Page.Main`.
 */
import type * as React from 'react';
import { Flex } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';

interface ScreenProps {
  title: string;
  subtitle: string;
  primaryAction?: React.ReactNode;
  navigationAction?: React.ReactNode;
  /** The space between the parts. */
  gap?: 4 | 6;
  children: React.ReactNode;
}

export function Screen({ title, subtitle, primaryAction, navigationAction, gap = 4, children }: ScreenProps) {
  return (
    <>
      <Layouts.Header
        title={title}
        subtitle={subtitle}
        primaryAction={primaryAction}
        navigationAction={navigationAction}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={gap}>
          {children}
        </Flex>
      </Layouts.Content>
    </>
  );
}

export function AdminPage(props: ScreenProps) {
  return (
    <Page.Main>
      <Page.Title>{props.title}</Page.Title>
      <Screen {...props} />
    </Page.Main>
  );
}
