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
# Both APIs' types: the Storefront API's and the Customer Account API's (.graphqlrc.ts).
for generated in storefrontapi.generated.d.ts customer-accountapi.generated.d.ts; do
  if ! git ls-files --error-unmatch "$generated" >/dev/null 2>&1 || ! git diff --quiet -- "$generated" 2>/dev/null; then
    echo "$generated n'est pas à jour : lancez 'npm run codegen' et commitez-le." >&2
    exit 1
  fi
done

step "Vérification des types"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Tests unitaires et d'intégration (Vitest)"
npx vitest run

step "Build de production"
FORCE_BUILD=1 shopify hydrogen build >/dev/null

step "Tests de bout en bout (Playwright, Chromium) : comptes clients (Customer Account API)"
npx playwright test

step "Tests de bout en bout : comptes clients historiques (e-mail et mot de passe, LOCAL_SHOP_ACCOUNTS=legacy)"
npx playwright test -c playwright.legacy-accounts.config.ts

step "Pannes de l'API Storefront (401, 404, 429, 500, réponse illisible, délai dépassé)"
npx playwright test -c playwright.backend-failures.config.ts
