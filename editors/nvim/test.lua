-- Run by test.sh: nvim --headless --clean, with LUDUS_BIN, LUDUS_PARSER and LUDUS_FILE set.
-- Opens a .game file whose one error is a name never defined, and asserts that `ludus lsp`'s
-- diagnostic arrives and that the grammar's highlight captures cover the buffer.
local function fail(msg)
  io.stderr:write('FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

require('ludus').setup({ cmd = { os.getenv('LUDUS_BIN'), 'lsp' }, parser = os.getenv('LUDUS_PARSER') })
vim.cmd('edit ' .. os.getenv('LUDUS_FILE'))
local buf = vim.api.nvim_get_current_buf()
if vim.bo[buf].filetype ~= 'ludus' then
  fail('filetype is "' .. vim.bo[buf].filetype .. '", not ludus')
end

local got = vim.wait(20000, function()
  return #vim.diagnostic.get(buf) > 0
end, 50)
if not got then
  fail('no diagnostic from ludus lsp within 20 s')
end
local d = vim.diagnostic.get(buf)[1]
io.write(string.format('diagnostic: line %d: %s', d.lnum + 1, d.message:gsub('\n.*', '') .. '\n'))
if not d.message:find('knight') then
  fail('the diagnostic does not name `knight`: ' .. d.message)
end

if not vim.treesitter.highlighter.active[buf] then
  fail('no tree-sitter highlighter on the buffer')
end
local query = (vim.treesitter.query and vim.treesitter.query.get or vim.treesitter.get_query)('ludus', 'highlights')
local root = vim.treesitter.get_parser(buf, 'ludus'):parse()[1]:root()
if root:has_error() then
  fail('the tree has an error node')
end
local seen = {}
for id, node in query:iter_captures(root, buf, 0, -1) do
  local name = query.captures[id]
  if not seen[name] then
    local row, col = node:range()
    seen[name] = string.format('%d:%d', row + 1, col + 1)
  end
end
local names = {}
for _, want in ipairs({ 'keyword', 'function', 'string', 'comment', 'number', 'type', 'constant.builtin' }) do
  if not seen[want] then
    fail('no `' .. want .. '` capture in the buffer')
  end
  table.insert(names, want .. '@' .. seen[want])
end
io.write('highlight captures: ' .. table.concat(names, ' ') .. '\n')
vim.cmd('qall!')
