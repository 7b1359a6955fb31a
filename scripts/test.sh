#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export SHOPIFY_CLI_NO_ANALYTICS=1

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  step "Installation de Chromium (Debian)"
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
  fi
fi

step "Types GraphQL (codegen) à jour"
shopify hydrogen codegen >/dev/null 2>&1
if ! git diff --quiet -- storefrontapi.generated.d.ts 2>/dev/null; then
  echo "storefrontapi.generated.d.ts n'est pas à jour : lancez 'npm run codegen' et commitez-le." >&2
  exit 1
fi

step "Vérification des types"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Tests unitaires et d'intégration (Vitest)"
npx vitest run

step "Build de production"
FORCE_BUILD=1 shopify hydrogen build >/dev/null

step "Tests de bout en bout (Playwright, Chromium)"
npx playwright test

step "Pannes de l'API Storefront (401, 404, 429, 500, réponse illisible, délai dépassé)"
npx playwright test -c playwright.backend-failures.config.ts
