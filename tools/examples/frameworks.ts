/**
 * The packages besides Capacitor's that a version's examples import, at the
 * releases current when that Capacitor major was: the framework a page's
 * example is written for is the one Ionic's starters used then. React Router
 * stays on 5 throughout: @ionic/react-router, the router of Ionic React apps,
 * is built on React Router 5 (`useHistory`) in every Ionic release so far.
 */
const REACT_ROUTER_5 = {
  'react-router-dom': '5.3.4',
  '@types/react-router-dom': '5.3.3',
};

const ANGULAR = (major: number, rxjs = '7.8.1', zone = '0.14.10') => ({
  '@angular/core': `^${major}.0.0`,
  '@angular/common': `^${major}.0.0`,
  '@angular/platform-browser': `^${major}.0.0`,
  '@angular/platform-browser-dynamic': `^${major}.0.0`,
  '@angular/router': `^${major}.0.0`,
  rxjs,
  'zone.js': zone,
});

const REACT = (major: number) => ({
  react: `^${major}.0.0`,
  'react-dom': `^${major}.0.0`,
  '@types/react': `^${major}.0.0`,
  '@types/react-dom': `^${major}.0.0`,
});

const VUE_3 = { vue: '^3.5.0', 'vue-router': '^4.4.0' };

/** Tools and helpers the guides import at every version (build config, PWA elements, project tooling). */
const COMMON = {
  '@ionic/pwa-elements': '^3.2.0',
  '@trapezedev/project': '^7.0.0',
  '@capacitor-community/react-hooks': '0.0.11',
  typescript: '5.9.3',
};

export const FRAMEWORKS: Record<string, Record<string, string>> = {
  v2: {
    ...COMMON,
    ...ANGULAR(10, '6.6.7', '0.10.3'),
    ...REACT(16),
    ...REACT_ROUTER_5,
    vue: '^2.6.14',
    'vue-router': '^3.5.0',
  },
  v3: { ...COMMON, ...ANGULAR(12, '6.6.7', '0.11.8'), ...REACT(17), ...REACT_ROUTER_5, ...VUE_3 },
  v4: { ...COMMON, ...ANGULAR(14, '7.5.7', '0.11.8'), ...REACT(18), ...REACT_ROUTER_5, ...VUE_3 },
  v5: { ...COMMON, ...ANGULAR(16, '7.8.1', '0.13.3'), ...REACT(18), ...REACT_ROUTER_5, ...VUE_3 },
  v6: {
    ...COMMON,
    ...ANGULAR(17, '7.8.1', '0.14.10'),
    '@ionic/angular': '^8.0.0',
    ...REACT(18),
    ...REACT_ROUTER_5,
    ...VUE_3,
  },
  v7: {
    ...COMMON,
    ...ANGULAR(19),
    '@ionic/angular': '^8.0.0',
    ...REACT(19),
    ...REACT_ROUTER_5,
    ...VUE_3,
    vite: '^6.0.0',
    '@vitejs/plugin-vue': '^5.0.0',
  },
  v8: {
    ...COMMON,
    ...ANGULAR(20),
    '@ionic/angular': '^8.0.0',
    ...REACT(19),
    ...REACT_ROUTER_5,
    ...VUE_3,
    vite: '^7.0.0',
    '@vitejs/plugin-vue': '^6.0.0',
  },
};
FRAMEWORKS.v9 = FRAMEWORKS.v8;
