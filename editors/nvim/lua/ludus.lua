-- ludus for Neovim 0.7 and later, without plugins: `ludus lsp` as the language server of *.game
-- files (diagnostics, hover, completion, outline, formatting) and highlighting by the tree-sitter
-- grammar of editors/tree-sitter-ludus. See docs/editors.md.
--
--   require('ludus').setup({
--     cmd = { 'ludus', 'lsp' },           -- the server (default)
--     parser = '/path/to/ludus.so',       -- the compiled grammar (see docs/editors.md); optional
--   })
--
-- The queries (queries/ludus/highlights.scm) must be on the runtimepath: add this folder
-- (editors/nvim) to it, or copy the file into ~/.config/nvim/queries/ludus/.
local M = {}

-- Starts (or reuses) the language server for a buffer. Neovim 0.8+ has vim.lsp.start, which reuses
-- a client with the same name and root; 0.7 has only vim.lsp.start_client and buf_attach_client.
local client_id = nil
local function start_lsp(buf, cmd)
  local root = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':p:h')
  if vim.lsp.start then
    vim.lsp.start({ name = 'ludus', cmd = cmd, root_dir = root }, { bufnr = buf })
    return
  end
  if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
    client_id = vim.lsp.start_client({ name = 'ludus', cmd = cmd, root_dir = root })
  end
  if client_id then
    vim.lsp.buf_attach_client(buf, client_id)
  end
end

-- Loads the compiled grammar once: vim.treesitter.language.add (0.9+) or require_language (0.7, 0.8).
local loaded = false
local function load_parser(path)
  if loaded then
    return true
  end
  local ok
  if vim.treesitter.language and vim.treesitter.language.add then
    ok = pcall(vim.treesitter.language.add, 'ludus', { path = path })
  else
    ok = pcall(vim.treesitter.require_language, 'ludus', path)
  end
  loaded = ok
  return ok
end

-- Highlights a buffer with the grammar: vim.treesitter.start (0.8+), else the highlighter itself.
local function highlight(buf)
  if vim.treesitter.start then
    vim.treesitter.start(buf, 'ludus')
  else
    vim.treesitter.highlighter.new(vim.treesitter.get_parser(buf, 'ludus'))
  end
end

function M.attach(buf, opts)
  start_lsp(buf, opts.cmd or { 'ludus', 'lsp' })
  if opts.parser and load_parser(opts.parser) then
    highlight(buf)
  end
end

function M.setup(opts)
  opts = opts or {}
  vim.cmd('autocmd BufRead,BufNewFile *.game setfiletype ludus')
  local group = vim.api.nvim_create_augroup('ludus', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'ludus',
    callback = function(args)
      M.attach(args.buf, opts)
    end,
  })
end

return M
