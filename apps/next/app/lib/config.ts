import type { HeaderConfig } from '@masthead/header-core';

/** The marketplace's addresses (the same as the Masthead web app's, so both show the same header). */
export const HOST_CONFIG: HeaderConfig = {
  productName: 'Masthead',
  liveSessionsUrl: 'https://live.masthead.example/sessions',
  creatorHubUrl: 'https://creators.masthead.example',
  partnerUrl: 'https://partners.masthead.example',
  helpSiteUrl: 'https://help.masthead.example',
  salesEmail: 'sales@masthead.example',
  communityUrl: 'https://community.masthead.example',
};
