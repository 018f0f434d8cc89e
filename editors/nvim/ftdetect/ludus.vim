" ludus rule files (any Neovim, any Vim).
autocmd BufRead,BufNewFile *.game setfiletype ludus
