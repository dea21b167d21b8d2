import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, deriveHosts, isLocalEnvironment, isQaEnvironment, regionSuffix, sharePagesUrl } from '../../src/core/hosts';

describe('deriveHosts: self-hosted', () => {
  it('uses the origin that served the embed for every host, with trailing slashes trimmed', () => {
    const hosts = deriveHosts({ region: 'na1', env: 'prod', selfHostOrigin: 'https://forms.acme.test//' });
    expect(hosts).toEqual({
      forms: 'https://forms.acme.test',
      submissions: 'https://forms.acme.test',
      staticFiles: 'https://forms.acme.test',
      api: 'https://forms.acme.test',
      app: 'https://forms.acme.test',
      fonts: 'https://forms.acme.test',
    });
  });

  it('ignores region, env and even a base domain once a self-host origin is set', () => {
    const hosts = deriveHosts({ region: 'eu1', env: 'qa', selfHostOrigin: 'https://self.test', baseDomain: 'example.com', local: true });
    expect(new Set(Object.values(hosts))).toEqual(new Set(['https://self.test']));
  });

  it('falls back to same-origin relative URLs (empty host) with neither an origin nor a base domain', () => {
    const hosts = deriveHosts({ region: 'eu1', env: 'prod' });
    expect(hosts).toEqual({ forms: '', submissions: '', staticFiles: '', api: '', app: '', fonts: '' });
    expect(deriveHosts({ region: 'eu1', env: 'prod', baseDomain: '' }).forms).toBe('');
  });
});

describe('deriveHosts: from a base domain', () => {
  const derive = (region: string, env: 'qa' | 'prod' = 'prod') => deriveHosts({ region, env, baseDomain: 'example.com' });

  it('adds no suffix for the default region na1', () => {
    expect(DEFAULT_REGION).toBe('na1');
    expect(derive('na1')).toEqual({
      forms: 'https://forms.example.com',
      submissions: 'https://submissions.example.com',
      staticFiles: 'https://static.example.com',
      api: 'https://api.example.com',
      app: 'https://app.example.com',
      fonts: 'https://fonts.example.com',
    });
  });

  it('adds no suffix for an empty region', () => {
    expect(derive('').forms).toBe('https://forms.example.com');
    expect(derive('   ').forms).toBe('https://forms.example.com');
  });

  it('adds -{region} for another region, case and spaces normalised', () => {
    expect(derive('eu1')).toEqual({
      forms: 'https://forms-eu1.example.com',
      submissions: 'https://submissions-eu1.example.com',
      staticFiles: 'https://static-eu1.example.com',
      api: 'https://api-eu1.example.com',
      app: 'https://app-eu1.example.com',
      fonts: 'https://fonts-eu1.example.com',
    });
    expect(derive(' EU1 ').forms).toBe('https://forms-eu1.example.com');
    expect(derive('ap1').forms).toBe('https://forms-ap1.example.com');
  });

  it('adds qa. before the base domain in the qa env', () => {
    expect(derive('na1', 'qa')).toEqual({
      forms: 'https://forms.qa.example.com',
      submissions: 'https://submissions.qa.example.com',
      staticFiles: 'https://static.qa.example.com',
      api: 'https://api.qa.example.com',
      app: 'https://app.qa.example.com',
      fonts: 'https://fonts.qa.example.com',
    });
    expect(derive('eu1', 'qa').forms).toBe('https://forms-eu1.qa.example.com');
  });

  it('makes the app host local{-region}.{qa.} for a local CRM app, and leaves every other host alone', () => {
    const local = (region: string, env: 'qa' | 'prod') => deriveHosts({ region, env, baseDomain: 'example.com', local: true });
    expect(local('na1', 'prod')).toEqual({ ...derive('na1'), app: 'https://local.example.com' });
    expect(local('eu1', 'prod').app).toBe('https://local-eu1.example.com');
    expect(local('na1', 'qa')).toEqual({ ...derive('na1', 'qa'), app: 'https://local.qa.example.com' });
    expect(local('eu1', 'qa').app).toBe('https://local-eu1.qa.example.com');
  });

  it('never lets a junk region token reach a host name', () => {
    const junk = ['eu1.evil.test', 'eu1/../x', '@evil.test', 'eu1#', 'e u1', 'europe', 'eu', 'eu123', '1eu', '-eu1', 'eu1?x=1'];
    for (const region of junk) {
      expect(regionSuffix(region)).toBe('');
      const hosts = derive(region);
      for (const host of Object.values(hosts)) {
        expect(new URL(host).hostname.endsWith('.example.com')).toBe(true);
        expect(host).not.toContain('evil');
        expect(host).toMatch(/^https:\/\/[a-z]+\.example\.com$/);
      }
    }
  });
});

describe('regionSuffix', () => {
  it('maps plain region tokens to -{token} and the default or empty region to nothing', () => {
    expect(regionSuffix('na1')).toBe('');
    expect(regionSuffix('NA1')).toBe('');
    expect(regionSuffix('')).toBe('');
    expect(regionSuffix('eu1')).toBe('-eu1');
    expect(regionSuffix('na2')).toBe('-na2');
    expect(regionSuffix('ap10')).toBe('-ap10');
  });
});

describe('isLocalEnvironment', () => {
  it('is local when the env option or the page query says local, in any case', () => {
    expect(isLocalEnvironment({ envOption: 'local', pageQueryEnv: null })).toBe(true);
    expect(isLocalEnvironment({ envOption: 'LOCAL', pageQueryEnv: null })).toBe(true);
    expect(isLocalEnvironment({ envOption: '', pageQueryEnv: 'Local' })).toBe(true);
  });

  it('is not local otherwise', () => {
    expect(isLocalEnvironment({ envOption: '', pageQueryEnv: null })).toBe(false);
    expect(isLocalEnvironment({ envOption: 'qa', pageQueryEnv: 'qa' })).toBe(false);
    expect(isLocalEnvironment({ envOption: 'localhost', pageQueryEnv: 'locale' })).toBe(false);
  });
});

describe('isQaEnvironment', () => {
  const qa = (envOption: string, pageQueryEnv: string | null, hostname: string) =>
    isQaEnvironment({ envOption, pageQueryEnv, hostname });

  it('is QA when the env option says qa, in any case', () => {
    expect(qa('qa', null, 'www.example.com')).toBe(true);
    expect(qa('QA', null, 'www.example.com')).toBe(true);
  });

  it('is QA when the page query says env=qa', () => {
    expect(qa('', 'qa', 'www.example.com')).toBe(true);
    expect(qa('', 'Qa', 'www.example.com')).toBe(true);
  });

  it('is not QA for other env values', () => {
    expect(qa('prod', 'production', 'www.example.com')).toBe(false);
    expect(qa('', '', 'www.example.com')).toBe(false);
    expect(qa('qa1', 'staging', 'www.example.com')).toBe(false);
  });

  it('is QA on QA host names', () => {
    expect(qa('', null, 'qa.example.com')).toBe(true);
    expect(qa('', null, 'forms.qa.example.com')).toBe(true);
    expect(qa('', null, 'forms-qa.example.com')).toBe(true);
    expect(qa('', null, 'FORMS.QA.EXAMPLE.COM')).toBe(true);
  });

  it('is not QA on ordinary host names', () => {
    for (const hostname of ['www.example.com', 'aqua.com', 'www.aqua.com', 'burqa.com', 'qatar.com', 'quality.example.com', 'localhost', '127.0.0.1', '']) {
      expect(qa('', null, hostname)).toBe(false);
    }
  });

  it('ignores the top-level label: a Qatar (.qa) site is not QA', () => {
    expect(qa('', null, 'example.qa')).toBe(false);
    expect(qa('', null, 'shop.example.com.qa')).toBe(false);
  });
});

describe('sharePagesUrl', () => {
  it('is /forms/share on the origin that served the embed when self-hosted', () => {
    expect(sharePagesUrl({ region: 'eu1', env: 'qa', selfHostOrigin: 'https://forms.acme.test/' })).toBe('https://forms.acme.test/forms/share');
  });

  it('is share{-region}.{qa.}{baseDomain} next to the derived hosts', () => {
    expect(sharePagesUrl({ region: 'na1', env: 'prod', baseDomain: 'example.com' })).toBe('https://share.example.com');
    expect(sharePagesUrl({ region: 'eu1', env: 'prod', baseDomain: 'example.com' })).toBe('https://share-eu1.example.com');
    expect(sharePagesUrl({ region: 'eu1', env: 'qa', baseDomain: 'example.com' })).toBe('https://share-eu1.qa.example.com');
  });
});
