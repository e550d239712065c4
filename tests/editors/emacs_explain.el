;;; emacs_explain.el --- Emacs with eglot attached to `lhx lsp', in batch mode -*- lexical-binding: t -*-
;;
;; Opens a Haskell file, connects eglot to `lhx lsp', runs the code action
;; "Explain this LiquidHaskell error" at the error through
;; `eglot-code-actions' (its menu answered by a `completing-read' that picks
;; that title), waits for the diagnostics, and asks eglot's eldoc function
;; for the hover text over the explained function. What Emacs received is
;; written as JSON with the keys of tests/editors/nvim_explain.lua (actions,
;; reply, messages, diagnostics, hover, error) for tests/editors/run.sh.
;;
;; Run by: emacs --batch -Q -l emacs_explain.el
;; Environment: as nvim_explain.lua (LHX, LHX_EDITOR_FILE, LHX_EDITOR_LINE,
;; LHX_EDITOR_COL, LHX_EDITOR_HOVER_LINE, LHX_EDITOR_OUT).

(require 'package)
(require 'json)
(require 'cl-lib)
;; Debian's elpa-* packages (eglot and the newer project/xref it needs);
;; Emacs 29 has eglot built in.
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'eglot)

(defvar lhx-test-seen (list (cons 'actions []) (cons 'messages []) (cons 'diagnostics []) (cons 'hover [])))
(defconst lhx-test-timeout 600 "Seconds to wait for each step on a loaded machine.")

(defun lhx-test-env (name)
  "The environment variable NAME, which must be set."
  (let ((v (getenv name)))
    (if (and v (not (string= v ""))) v (error "emacs_explain.el: %s is not set" name))))

(defun lhx-test-note (key value)
  "Record VALUE under KEY in the results."
  (setf (alist-get key lhx-test-seen) value))

(defun lhx-test-push (key value)
  "Append VALUE to the vector under KEY in the results."
  (lhx-test-note key (vconcat (alist-get key lhx-test-seen) (list value))))

(defun lhx-test-wait-for (what cond)
  "Process events until COND holds; an error naming WHAT after the timeout."
  (let ((deadline (+ (float-time) lhx-test-timeout)))
    (while (not (funcall cond))
      (when (> (float-time) deadline) (error "timed out waiting for %s" what))
      (accept-process-output nil 0.05))))

(define-derived-mode lhx-test-haskell-mode prog-mode "Haskell"
  "A stand-in for haskell-mode, which the test does not need.")

(defun lhx-test-goto (line col)
  "Put point at LINE and COL (both from 1)."
  (goto-char (point-min))
  (forward-line (1- line))
  (forward-char (1- col)))

(defun lhx-test-run ()
  "The test: connect, explain, collect."
  (find-file (lhx-test-env "LHX_EDITOR_FILE"))
  (lhx-test-haskell-mode)
  (switch-to-buffer (current-buffer))
  (advice-add 'eglot-handle-notification :before
              (lambda (_server method &rest params)
                (when (eq method 'window/showMessage)
                  (lhx-test-push 'messages `((type . ,(plist-get params :type))
                                             (message . ,(plist-get params :message)))))))
  (advice-add 'eglot-execute-command :filter-return
              (lambda (reply) (lhx-test-note 'reply reply) reply))
  (eglot '(lhx-test-haskell-mode) (cons 'transient default-directory) 'eglot-lsp-server
         (list (lhx-test-env "LHX") "lsp" :initializationOptions '(:timeout 600))
         "haskell")
  (lhx-test-wait-for "eglot to manage the buffer" (lambda () (eglot-current-server)))
  ;; The code action at the error, picked from eglot's menu by its title.
  (lhx-test-goto (string-to-number (lhx-test-env "LHX_EDITOR_LINE"))
                 (string-to-number (lhx-test-env "LHX_EDITOR_COL")))
  (cl-letf (((symbol-function 'completing-read)
             (lambda (_prompt collection &rest _)
               (dolist (item collection) (lhx-test-push 'actions (car item)))
               "Explain this LiquidHaskell error"))
            (last-nonmenu-event ?e)) ; a key, not a mouse click: the menu is completing-read
    (eglot-code-actions (point) nil nil t))
  (lhx-test-wait-for "the explanation message" (lambda () (> (length (alist-get 'messages lhx-test-seen)) 0)))
  (lhx-test-wait-for "the diagnostics" (lambda () (flymake-diagnostics)))
  (dolist (d (flymake-diagnostics))
    (let ((beg (flymake-diagnostic-beg d)))
      (lhx-test-push 'diagnostics
                     `((lnum . ,(1- (line-number-at-pos beg)))
                       (col . ,(save-excursion (goto-char beg) (current-column)))
                       (severity . ,(symbol-name (flymake-diagnostic-type d)))
                       (message . ,(flymake-diagnostic-text d))))))
  ;; Hover, as eldoc asks for it.
  (lhx-test-goto (string-to-number (lhx-test-env "LHX_EDITOR_HOVER_LINE")) 1)
  (let (hover)
    (eglot-hover-eldoc-function (lambda (info &rest _) (setq hover (or info ""))))
    (lhx-test-wait-for "the hover text" (lambda () hover))
    (lhx-test-note 'hover (vconcat (split-string (substring-no-properties hover) "\n")))))

(let ((ok (condition-case err
              (progn (lhx-test-run) t)
            (error (lhx-test-note 'error (error-message-string err)) nil))))
  (with-temp-file (lhx-test-env "LHX_EDITOR_OUT")
    (insert (json-encode lhx-test-seen)))
  (ignore-errors (eglot-shutdown (eglot-current-server)))
  (kill-emacs (if ok 0 1)))

;;; emacs_explain.el ends here
