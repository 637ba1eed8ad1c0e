import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import AudienceCards from '@site/src/components/AudienceCards';
import ModuleCards from '@site/src/components/ModuleCards';
import QuickLinks from '@site/src/components/QuickLinks';
import {site} from '@site/src/site';

export default function Home(): ReactNode {
  return (
    <Layout
      title={`${site.name} documentation`}
      description={`Guides, SDK and API reference for ${site.name}: self-serve onboarding workflows and product analytics for developers, growth managers and go-to-market teams.`}>
      <HomeHero />
      <main className="container">
        <AudienceCards />
        <ModuleCards />
        <QuickLinks />
      </main>
    </Layout>
  );
}
